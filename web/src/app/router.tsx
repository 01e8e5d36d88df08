import { createBrowserRouter, Navigate } from "react-router-dom";
import { HomePage } from "../features/pages/HomePage.tsx";

// Routes match exactly (SPEC.md section 2); anything unknown goes back to the home page.
export const router = createBrowserRouter([
  { path: "/", element: <HomePage /> },
  { path: "*", element: <Navigate to="/" replace /> },
]);

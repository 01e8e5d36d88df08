import { useEffect } from "react";

export function HomePage() {
  useEffect(() => {
    document.title = "Rummy — play Indian rummy online";
  }, []);
  return (
    <main className="home">
      <h1>Play Indian Rummy</h1>
      <p>13-card Points, Pool 101 and 201, Deals and 21-card rummy at 2- and 6-seat tables.</p>
    </main>
  );
}

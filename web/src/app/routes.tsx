import { Navigate, type RouteObject } from "react-router-dom";
import { prefetchTables } from "../features/lobby/api/lobby-api.ts";
import { MODES } from "../features/lobby/model/modes.ts";
import { HomePage } from "../features/pages/home/home-page.tsx";
import { PUBLIC_INFO_PAGES } from "../features/pages/page-table.ts";
import { afterFirstScreen, expectFirstScreen } from "../shared/first-screen.ts";
import { lazyPage, settled } from "../shared/lazy-page.ts";
import { currentToken } from "../shared/session/session.ts";
import { HomeRedirect, RequireAuth } from "./guards.tsx";
import { LobbyPage, privateRoutes } from "./private-routes.tsx";
import { PublicLayout, useOpenEntry } from "./public-layout.tsx";
import { RootLayout } from "./root-layout.tsx";

// The shell is only for logged-in players; it stays out of the home page bundle. With a saved
// token the first screen is almost always a logged-in one, so its code is fetched at once, and
// the first render waits for it (`firstScreenCode`, main.tsx): React then renders the shell and
// the lobby in one pass instead of suspending on each (shared/lazy-page.ts).
const PrivateLayout = lazyPage(() => import("./private-layout.tsx"));
const firstScreen: Promise<unknown>[] = [];
if (currentToken()) {
  firstScreen.push(PrivateLayout.preload());
  // The lobby's first tab lists practice Points tables: ask for them now, beside the lobby's code
  // (lobby.html preloads it), not after the shell and the lobby have rendered. Its Play buttons
  // are the first screen: the player channel waits for them (shared/first-screen.ts).
  if (window.location.pathname === "/lobby") {
    firstScreen.push(LobbyPage.preload());
    void prefetchTables(MODES[0]?.id ?? "point", "practice");
    expectFirstScreen();
    // The game window's renderer is decided here, once the lobby's Play buttons are shown and the
    // page is idle, so that a player's first table needs no WebGL probe on the way to its first
    // frame. Other pages never probe, nor download the probe (the home page's budget, bench:web).
    afterFirstScreen(() => void import("../features/game-table/scene/webgl-probe.ts").then((m) => m.probeRendererWhenIdle()));
  }
}
/** Settles once the code of the screen a saved session opens on has run (at once without one). */
export const firstScreenCode: Promise<void> = settled(firstScreen);

function Home() {
  const openEntry = useOpenEntry();
  return <HomePage onPlay={openEntry} />;
}

/**
 * Every route of SPEC.md section 2. Paths match exactly; `/` and `/game` are the home page;
 * `/tearms-of-service` is the old spelling of `/terms-of-service`; anything else goes to `/`.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // `/game` without a table is the home page. With one it is the game window, which has its
      // own entry (web/game.html, src/game-main.tsx) and never reaches this router.
      {
        path: "/game",
        element: <PublicLayout />,
        children: [{ index: true, element: <Home /> }],
      },
      {
        element: <PublicLayout />,
        children: [
          {
            path: "/",
            element: (
              <HomeRedirect>
                <Home />
              </HomeRedirect>
            ),
          },
          ...PUBLIC_INFO_PAGES.map(({ path, Component }) => ({ path, element: <Component /> })),
          { path: "/tearms-of-service", element: <Navigate to="/terms-of-service" replace /> },
        ],
      },
      {
        element: (
          <RequireAuth>
            <PrivateLayout />
          </RequireAuth>
        ),
        children: privateRoutes,
      },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];

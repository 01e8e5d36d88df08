/**
 * game.html's first script (added by web/vite.config.ts, served as a hashed asset): it asks the
 * matchmaker for the window's seat (POST /matchmake/joinById/<table>, the request colyseus.js's
 * joinById makes) while the entry's scripts are still downloading. The entry adopts the reply
 * (web/src/features/game-table/net/early-join.ts) and opens the room's socket with it at once, so
 * on a slow phone the join no longer waits for the entry's whole module graph to arrive and run.
 * It is a classic script, not a module, so it runs as soon as it arrives; the platform's CSP
 * allows no inline script. A reload holds a reconnection token and reconnects instead.
 *
 * It also preloads the device's Pixi renderer chunk, which the entry would otherwise ask for only
 * once its own module graph had run (the last request before the first draw). The choice is
 * scene/renderer-choice.ts's, read from the same key, so the entry fetches nothing else; the build
 * writes the chunks' names in (web/vite.config.ts).
 */
/* global window, location, document */
(function () {
  try {
    if (location.pathname !== "/game") return;
    var params = new URLSearchParams(location.search);
    var token = params.get("sAuthToken");
    var tableId = params.get("sTableId");
    if (!token || !tableId) return;
    // net/reconnect-token.ts's key: a reload reconnects to its seat, it does not join again.
    if (sessionStorage.getItem("rummy.table.reconnect." + tableId)) return;
    var privateCode = params.get("sPrivateCode");
    var response = fetch("/matchmake/joinById/" + encodeURIComponent(tableId), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json", Authorization: "Bearer " + token },
      body: JSON.stringify(privateCode ? { sPrivateCode: privateCode } : {}),
      // Chromium holds a page's lower-priority requests back while its head loads.
      priority: "high",
    });
    response.catch(function () {});
    if (performance.mark) performance.mark("table:early-reservation");
    window.__rummyEarlySeat = { tableId: tableId, token: token, response: response };
  } catch {
    // No storage or no fetch: the entry asks for the seat itself.
  }
})();
// The renderer's chunk: the one the entry will choose (scene/renderer-choice.ts), from the same
// key. The WebGL probe that decides it runs when a page is idle, never here (a WebGL context cost
// a throttled phone about 120 ms before the first frame); until it has, the canvas renderer.
(function () {
  var RENDERER_CHUNKS = /* rummy:renderer-chunks */ null;
  try {
    if (!RENDERER_CHUNKS) return;
    var wanted = new URLSearchParams(location.search).get("renderer");
    var choice = wanted === "canvas" || wanted === "webgl" ? wanted : localStorage.getItem("rummy.table.renderer.v1");
    if (choice !== "canvas" && choice !== "webgl") choice = "canvas";
    RENDERER_CHUNKS[choice].forEach(function (file) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = "/" + file;
      document.head.appendChild(link);
    });
  } catch {
    // No storage: the entry chooses and fetches the renderer itself.
  }
})();

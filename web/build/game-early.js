/**
 * game.html's first script (added by web/vite.config.ts, served as a hashed asset): it asks the
 * matchmaker for the window's seat (POST /matchmake/joinById/<table>, the request colyseus.js's
 * joinById makes) while the entry's scripts are still downloading. The entry adopts the reply
 * (web/src/features/game-table/net/early-join.ts) and opens the room's socket with it at once, so
 * on a slow phone the join no longer waits for the entry's whole module graph to arrive and run.
 * It is a classic script, not a module, so it runs as soon as it arrives; the platform's CSP
 * allows no inline script. A reload holds a reconnection token and reconnects instead.
 */
/* global window, location */
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

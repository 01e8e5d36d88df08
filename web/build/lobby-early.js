/**
 * lobby.html's first script (added by web/vite.config.ts, served as a hashed asset): with a saved
 * token it asks for the lobby's first table list (practice Points, the lobby's first tab) while the
 * app's scripts are still downloading. The app's API client adopts the reply instead of asking
 * again (web/src/shared/api/client.ts, takeEarly), so on a slow phone the Play buttons no longer
 * wait for the entry script to run and then for a round trip. It is a classic script, not a
 * module, so it runs as soon as it arrives; the platform's CSP allows no inline script.
 */
/* global window, location */
(function () {
  try {
    var token = localStorage.getItem("Token");
    if (!token || location.pathname !== "/lobby") return;
    // The browser's id, made here as web/src/shared/api/device-id.ts makes it when there is none.
    var device = localStorage.getItem("DeviceId");
    if (!device || !/^[A-Za-z0-9_-]{16,64}$/.test(device)) {
      device = Array.prototype.map.call(crypto.getRandomValues(new Uint8Array(16)), function (b) {
        return (b < 16 ? "0" : "") + b.toString(16);
      }).join("");
      localStorage.setItem("DeviceId", device);
    }
    var body = JSON.stringify({ eRummyType: "point", eGameType: "practice" });
    var response = fetch("/api/v1/rummy/table/weblist", {
      method: "POST",
      headers: {
        accept: "application/json",
        "content-type": "application/json",
        authorization: token,
        "x-device-id": device,
        "accept-language": localStorage.getItem("Language") === "hi" ? "hi-IN" : "en-IN",
      },
      body: body,
    });
    response.catch(function () {});
    if (performance.mark) performance.mark("lobby:early-request");
    window.__rummyEarly = { key: "POST /rummy/table/weblist " + body, token: token, at: Date.now(), response: response };
  } catch {
    // No storage or no fetch: the app asks for the list itself.
  }
})();

/**
 * home.html's first script (added by web/vite.config.ts, served as a hashed asset): the page holds
 * the home page pre-rendered in English and in Hindi, and this names the one to show before
 * anything paints (web/src/app/global.css shows it), by the rule the app follows
 * (web/src/shared/i18n/i18n.ts, detectLanguage: this device's choice, else the browser's). A
 * player with a saved token sees neither: the app sends them on to the lobby. A classic script,
 * not a module, so it runs before the body is drawn; the platform's CSP allows no inline script.
 */
/* global document */
(function () {
  var shown = "en";
  try {
    var saved = localStorage.getItem("Language");
    if (localStorage.getItem("Token")) shown = "none";
    else if (saved === "en" || saved === "hi") shown = saved;
    else {
      var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
      for (var i = 0; i < tags.length; i++) {
        var base = String(tags[i] || "").toLowerCase().split("-")[0];
        if (base === "en" || base === "hi") {
          shown = base;
          break;
        }
      }
    }
  } catch {
    // No storage: English, the app's own default then.
  }
  document.documentElement.setAttribute("data-first-paint", shown);
})();

import { StaticPage } from "../layout/static-page.tsx";

/** SPEC.md: the download page has no content yet; say so, and offer what works today. */
export default function DownloadPage() {
  return (
    <StaticPage title="Download" lead="There is no app to download yet.">
      <p>The website works in your phone&apos;s browser with the same tables and account. To open it like an app:</p>
      <ul>
        <li>
          <strong>Android (Chrome):</strong> open the menu ⋮ and choose <em>Add to Home screen</em>.
        </li>
        <li>
          <strong>iPhone (Safari):</strong> tap Share, then <em>Add to Home Screen</em>.
        </li>
      </ul>
      <p>
        We will list official app links here when they exist. Never install a rummy app from a link sent by someone you do not know: it is a
        common way to steal money and passwords.
      </p>
    </StaticPage>
  );
}

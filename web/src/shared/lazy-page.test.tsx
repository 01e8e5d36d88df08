import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyPage, settled } from "./lazy-page.ts";

const page = () => Promise.resolve({ default: () => <p>the page</p> });
const rendered = (Page: ReturnType<typeof lazyPage>) =>
  renderToString(
    <Suspense fallback={<i>loading</i>}>
      <Page />
    </Suspense>,
  );

describe("lazyPage", () => {
  it("renders a preloaded page in the same pass, without its fallback", async () => {
    const Page = lazyPage(page);
    await Page.preload();
    expect(rendered(Page)).toBe("<!--$--><p>the page</p><!--/$-->");
  });

  it("suspends, as React.lazy does, on a page whose module has not loaded", () => {
    expect(rendered(lazyPage(page))).toContain("<i>loading</i>");
  });

  it("loads the module once however often it is preloaded and rendered", async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return page();
    });
    await Promise.all([Page.preload(), Page.preload()]);
    rendered(Page);
    expect(loads).toBe(1);
  });

  it("settles when every load has, a failed one included", async () => {
    const failed = Promise.reject(new Error("offline"));
    await expect(settled([failed, Promise.resolve(1)])).resolves.toBeUndefined();
  });
});

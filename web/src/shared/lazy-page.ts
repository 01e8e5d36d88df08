import { lazy, type ComponentType, type LazyExoticComponent } from "react";

type Module<P> = { default: ComponentType<P> };

export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the page's module (once); resolves when it has run. */
  preload(): Promise<Module<P>>;
};

/**
 * `React.lazy` for a page that may already be loaded when it first renders (issue 22). Given an
 * ordinary promise, React suspends even on a module that has already run: it shows the fallback,
 * commits, and renders the page again in a later task, in slices with the browser's frames
 * between them, which cost a cheap phone's lobby a few hundred milliseconds before its Play
 * buttons. Once `preload()` has resolved, this one hands React a thenable that calls back at
 * once, so the page renders in the same pass as the layout around it.
 */
export function lazyPage<P>(load: () => Promise<Module<P>>): LazyPage<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const Page = lazy(() => {
    const module = loaded;
    // React reads a thenable's result when `then` calls back before returning (React.lazy's initializer).
    if (module) return { then: (resolve: (value: Module<P>) => void) => resolve(module) } as unknown as Promise<Module<P>>;
    return preload();
  });
  return Object.assign(Page, { preload });
}

/** Resolves when every promise has settled: a page that failed to load shows its error where it renders. */
export function settled(promises: readonly Promise<unknown>[]): Promise<void> {
  return Promise.allSettled(promises).then(() => undefined);
}

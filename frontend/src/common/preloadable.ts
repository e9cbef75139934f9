/** A lazily loaded component that can start its download before it renders (see `lazyPage`). */
export interface Preloadable {
  /** Starts the download; settles when the component can render without suspending. */
  preload: () => Promise<void>;
}

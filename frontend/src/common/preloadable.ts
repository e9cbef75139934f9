/** A lazily loaded component that can start its download before it renders (see `lazyPage`). */
export interface Preloadable {
  preload: () => void;
}

import { useFlash } from './flash-context';
import { LazyFlashbar } from './LazyFlashbar';

/** The flash messages above a public page (the shell shows them in its notifications slot). */
export function PageFlashbar() {
  const { items } = useFlash();
  return <LazyFlashbar items={items} />;
}

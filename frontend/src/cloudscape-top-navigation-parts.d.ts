/**
 * The top navigation's own parts, which the build's hot-path patch exports from its entry
 * (frontend/vite-hot-path-patches.mts), typed as `top-navigation/parts/utility.d.ts` declares them.
 */
import type { TopNavigationProps } from '@cloudscape-design/components/top-navigation';

declare module '@cloudscape-design/components/top-navigation' {
  export function ConsoleTopNavigationUtility(props: {
    hideText: boolean;
    definition: TopNavigationProps.Utility;
    offsetRight?: 'none' | 'l' | 'xxl';
  }): JSX.Element | null;
  export const consoleTopNavigationStyles: Readonly<Record<string, string>>;
  export function consoleVisualContextClassname(contextName: string): string;
}

import type { MouseEvent } from 'react';

import {
  ConsoleTopNavigationUtility as Utility,
  consoleTopNavigationStyles as styles,
  consoleVisualContextClassname,
  type TopNavigationProps,
} from '@cloudscape-design/components/top-navigation';

import { type ViewportWidth, useViewportWidth } from './use-viewport-width';

export interface LightTopNavigationProps {
  title: string;
  href: string;
  onFollow: (event: { preventDefault: () => void; detail: { href: string } }) => void;
  utilities: readonly TopNavigationProps.Utility[];
}

/**
 * Below 465 px the utilities' padding is narrower than Cloudscape's 16 px and the title may take
 * less than 100 px (it ends in an ellipsis if it must), so that the title and four icons fit in
 * 320 px less a scrollbar (WCAG 1.4.10 reflow) without an overflow menu.
 */
const NARROW_UTILITY = { paddingInline: 8 } as const;
const NARROW_IDENTITY = { minInlineSize: 0 } as const;

const WIDTH_CLASSES: Readonly<Record<ViewportWidth, string | undefined>> = {
  narrow: styles.narrow,
  medium: styles.medium,
  wide: undefined,
};

/** The last utility's right offset, as Cloudscape's bar gives it. */
function lastOffset(isLast: boolean, width: ViewportWidth): 'l' | 'xxl' | undefined {
  if (!isLast) return undefined;
  return width === 'wide' ? 'xxl' : 'l';
}

/**
 * Cloudscape's top navigation bar (its parts, styles and dark visual context, exported by the
 * build's hot-path patch) drawn once, without the component's hidden measuring copy. That copy
 * renders every utility twice more, reads its layout in the middle of the first render, and its
 * measurement renders the bar again after the first paint (in a profiled first render at 4× CPU
 * the bar took 416 ms, this one 269 ms). Here the viewport's width decides, with no layout read:
 * below 912 px the utilities show their icons only (a count stays), as the measured bar would, and
 * every utility stays in the bar (icons fit down to 320 px, so no overflow menu).
 */
export function LightTopNavigation({ title, href, onFollow, utilities }: LightTopNavigationProps) {
  const width = useViewportWidth();
  const widthClass = WIDTH_CLASSES[width];
  const onTitleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
      return;
    }
    onFollow({ preventDefault: () => event.preventDefault(), detail: { href } });
  };
  return (
    <div className={consoleVisualContextClassname('top-navigation')}>
      <header className={[styles['top-navigation'], widthClass].filter(Boolean).join(' ')}>
        <div className={styles['padding-box']}>
          <div
            className={`${styles.identity} ${styles['no-logo']}`}
            style={width === 'narrow' ? NARROW_IDENTITY : undefined}
          >
            <a className={styles['identity-link']} href={href} onClick={onTitleClick}>
              <span className={styles.title}>{title}</span>
            </a>
          </div>
          <div className={styles.utilities}>
            {utilities.map((utility, index) => (
              <div
                key={index}
                className={[
                  styles['utility-wrapper'],
                  styles[`utility-type-${utility.type}`],
                  utility.type === 'button' && styles['utility-type-button-link'],
                  widthClass,
                ]
                  .filter(Boolean)
                  .join(' ')}
                style={width === 'narrow' ? NARROW_UTILITY : undefined}
              >
                <Utility
                  hideText={width !== 'wide'}
                  definition={utility}
                  offsetRight={lastOffset(index === utilities.length - 1, width)}
                />
              </div>
            ))}
          </div>
        </div>
      </header>
    </div>
  );
}

import { PUBLIC_PAGE_MODULES } from './public-page-modules';

/** Whether `pathname` is a unit's page (`/{ouid}/…`), shown in the signed-in shell. */
export function isUnitPath(pathname: string): boolean {
  const [, segment] = pathname.split('/');
  return !!segment && !Object.hasOwn(PUBLIC_PAGE_MODULES, `/${segment}`);
}

/** The attribute of the wrapper of a prerendered page inside `#root` (`PrerenderedPage`). */
export const PRERENDERED_MARK = 'data-prerendered';

/** Joins the class names that are set: classNames(a, cond && b, undefined). */
export function classNames(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}

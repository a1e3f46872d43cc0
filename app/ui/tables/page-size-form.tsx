import { useLocation } from "react-router";
import { Form } from "../links/page-network";
import { compactSelect, secondaryButton } from "../controls.css";
import * as styles from "./page-size-form.css";

/**
 * A list's page-size choice as a GET form: it keeps the other lists' parameters
 * and resets this list's page (spec §4). The size applies with the Apply button,
 * with or without JavaScript: a select that reloads the list as it changes moves
 * a keyboard or screen-reader user on while they browse its options (WCAG 3.2.2).
 */
export function PageSizeForm({
  id,
  sizeParam,
  pageParam,
  size,
  sizes,
}: {
  id: string;
  sizeParam: string;
  pageParam: string;
  size: number;
  sizes: readonly number[];
}) {
  const { search } = useLocation();
  // The page's network is Form's own hidden field (page-network.tsx).
  const kept = [...new URLSearchParams(search)].filter(([key]) => key !== sizeParam && key !== pageParam && key !== "network");
  return (
    <Form method="get" preventScrollReset className={styles.sizeForm} data-testid={`${id}-form`}>
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={id}>Rows per page</label>
      <select id={id} key={size} name={sizeParam} defaultValue={String(size)} className={compactSelect}>
        {sizes.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <button type="submit" className={secondaryButton}>
        Apply
      </button>
    </Form>
  );
}

import { useLocation, useSubmit } from "react-router";
import { Form } from "./page-network";
import { compactSelect, secondaryButton } from "./controls.css";
import * as styles from "./page-size-form.css";
import { useHydrated } from "./use-hydrated";

/**
 * A list's page-size choice as a GET form: it keeps the other lists' parameters
 * and resets this list's page (spec §4). With JavaScript a change applies at once;
 * without, an Apply button submits it.
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
  const submit = useSubmit();
  const hydrated = useHydrated();
  // The page's network is Form's own hidden field (page-network.tsx).
  const kept = [...new URLSearchParams(search)].filter(([key]) => key !== sizeParam && key !== pageParam && key !== "network");
  return (
    <Form method="get" preventScrollReset className={styles.sizeForm} data-testid={`${id}-form`}>
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={id}>Rows per page</label>
      <select
        id={id}
        key={size}
        name={sizeParam}
        defaultValue={String(size)}
        className={compactSelect}
        onChange={(event) => void submit(event.currentTarget.form, { preventScrollReset: true })}
      >
        {sizes.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className={secondaryButton}>
          Apply
        </button>
      )}
    </Form>
  );
}

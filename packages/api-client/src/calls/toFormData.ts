/** A value that {@link toFormData} can serialise. */
export type FormValue =
  | string
  | number
  | boolean
  | Blob
  | null
  | undefined
  | FormValue[]
  | { [key: string]: FormValue };

/**
 * Serialises a payload to multipart form data with indexed array notation (spec forms §7):
 * `{ tags: [3, 4], file }` → `tags[0]=3`, `tags[1]=4`, `file=<blob>`; nested objects as
 * `a[b]`. An empty array is still sent, as `key` with an empty value, so the server can
 * tell "cleared" from "not sent". `null` and `undefined` are left out; booleans become 1/0.
 */
export function toFormData(payload: Record<string, FormValue>, form = new FormData()): FormData {
  const append = (key: string, value: FormValue) => {
    if (value === null || value === undefined) return;
    if (value instanceof Blob) {
      form.append(key, value, value instanceof File ? value.name : 'blob');
    } else if (Array.isArray(value)) {
      if (value.length === 0) form.append(key, '');
      value.forEach((item, index) => {
        append(`${key}[${index}]`, item);
      });
    } else if (typeof value === 'object') {
      for (const [child, item] of Object.entries(value)) append(`${key}[${child}]`, item);
    } else if (typeof value === 'boolean') {
      form.append(key, value ? '1' : '0');
    } else {
      form.append(key, String(value));
    }
  };
  for (const [key, value] of Object.entries(payload)) append(key, value);
  return form;
}

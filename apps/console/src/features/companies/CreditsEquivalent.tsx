import { creditsToBytes, normalizeCreditCount } from '@netfleet/contracts';
import type { FieldValues } from '@netfleet/forms';
import { useFormatBytes } from '../../components/useFormatBytes.js';

/** Props of {@link CreditsEquivalent}. */
export interface CreditsEquivalentProps {
  values: FieldValues;
  /** The line: "{credits} credits = {size} of data" in the user's language. */
  describe: (credits: number, size: string) => string;
}

/**
 * The line under the company data form's credit count: the data the typed credits make at
 * 2 GB per credit, or nothing while the count holds no digits.
 */
export function CreditsEquivalent({ values, describe }: CreditsEquivalentProps) {
  const formatBytes = useFormatBytes();
  const digits = normalizeCreditCount(String(values.credit_count ?? ''));
  if (digits === '') return null;
  const credits = Number(digits);
  return (
    <p className="nf-form__note" aria-live="polite">
      {describe(credits, formatBytes(creditsToBytes(credits)))}
    </p>
  );
}

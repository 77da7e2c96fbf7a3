import type { BrandConfig } from '@netfleet/permissions';
import { useEffect, useState } from 'react';

/** The logo fades out this long before its image switches… (spec §4, §9) */
export const LOGO_FADE_OUT_MS = 100;
/** …and fades in this long afterwards. */
export const LOGO_FADE_IN_MS = 200;

type Variant = 'expanded' | 'collapsed';

function Mark() {
  return (
    <svg
      className="logo__mark"
      viewBox="0 0 32 32"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M8 23V9h3l10 9.5V9h3v14h-3L11 13.5V23z" className="logo__glyph" />
    </svg>
  );
}

function Artwork({ brand, variant }: { brand: BrandConfig; variant: Variant }) {
  if (brand.default) {
    // The default brand's collapsed logo is its mark alone; expanded adds the word.
    return (
      <>
        <Mark />
        {variant === 'expanded' ? <span className="logo__text">{brand.app_name}</span> : null}
      </>
    );
  }
  // Other brands: their logo when expanded, their favicon when collapsed.
  return variant === 'expanded' ? (
    <img className="logo__image" src={brand.logo_vector} alt="" height={28} />
  ) : (
    <img className="logo__image logo__image--collapsed" src={brand.favicon} alt="" width={28} height={28} />
  );
}

/** Props of {@link Logo}. */
export interface LogoProps {
  brand: BrandConfig;
  /** Collapsed with the narrow navigation. */
  collapsed: boolean;
}

/**
 * The brand's logo with its subtext. Switching between collapsed and expanded fades
 * out (0.1 s), swaps the image, and fades in (0.2 s); the link around it names it.
 */
export function Logo({ brand, collapsed }: LogoProps) {
  const wanted: Variant = collapsed ? 'collapsed' : 'expanded';
  const [shown, setShown] = useState<Variant>(wanted);
  const [phase, setPhase] = useState<'in' | 'out' | 'steady'>('steady');

  useEffect(() => {
    if (wanted === shown) return;
    setPhase('out');
    const swap = setTimeout(() => {
      setShown(wanted);
      setPhase('in');
    }, LOGO_FADE_OUT_MS);
    return () => clearTimeout(swap);
  }, [wanted, shown]);

  // Its own effect: the swap above re-runs its effect (shown changed), whose clean-up would
  // cancel a timer started there, and the logo would never settle.
  useEffect(() => {
    if (phase !== 'in') return;
    const steady = setTimeout(() => setPhase('steady'), LOGO_FADE_IN_MS);
    return () => clearTimeout(steady);
  }, [phase]);

  return (
    <span className={`logo logo--${shown} logo--fade-${phase}`} data-variant={shown}>
      <Artwork brand={brand} variant={shown} />
      {shown === 'expanded' && brand.logo_subtext ? (
        <span className="logo__subtext">{brand.logo_subtext}</span>
      ) : null}
    </span>
  );
}

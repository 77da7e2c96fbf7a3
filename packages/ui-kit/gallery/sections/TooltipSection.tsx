import { CopyToClipboard } from '../../src/components/CopyToClipboard.js';
import { ICON_NAMES, Icon } from '../../src/components/Icon.js';
import { Tooltip } from '../../src/components/Tooltip.js';

/** Tooltips (short and long), copy to clipboard and the icon set. */
export function TooltipSection() {
  return (
    <section className="gallery__section" aria-labelledby="tooltip-title">
      <h2 id="tooltip-title">Tooltip, copy to clipboard, icons</h2>
      <div className="gallery__row">
        <Tooltip content="Restart the device">
          <button type="button" className="nf-button">
            Short tooltip
          </button>
        </Tooltip>
        <Tooltip content="Firmware RUT9_R_00.07.06.10 is available for this device; it brings security fixes and a new WebUI.">
          <button type="button" className="nf-button">
            Long tooltip
          </button>
        </Tooltip>
        <Tooltip content="Below" placement="bottom">
          <button type="button" className="nf-button">
            Tooltip below
          </button>
        </Tooltip>
        <span>
          Serial <code>1100123456</code> <CopyToClipboard text="1100123456" />
        </span>
      </div>
      <div className="gallery__icons">
        {ICON_NAMES.map((name) => (
          <figure key={name}>
            <Icon name={name} size={20} />
            <figcaption>{name}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

import { SECTION_DEVICES } from '../../schemas/section-style';
import { DEVICE_LABELS, type SectionDevice } from '../../shared/devices';
import { Icon } from './icons';

export type DeviceVisibilityProps = {
  hideOn: readonly string[] | undefined;
  onToggle(device: SectionDevice, hidden: boolean): void;
};

const WIDTHS: Record<SectionDevice, string> = {
  phone: 'below 768 px wide',
  tablet: '768 to 1279 px wide',
  desktop: '1280 px wide and more',
};

/**
 * "Show on: Phone Tablet Desktop": a toggle a device (pressed = shown). Visitors on a device the
 * section is hidden on get it through CSS alone; the builder's preview shows a slim placeholder
 * there, so the section stays in reach.
 */
export function DeviceVisibility({ hideOn, onToggle }: DeviceVisibilityProps) {
  const hidden = hideOn ?? [];
  return (
    <fieldset className="swe-style-group swe-devices" data-testid="device-visibility">
      <legend>Show on</legend>
      <div className="swe-seg" role="group" aria-label="Show on">
        {SECTION_DEVICES.map((d) => {
          const shown = !hidden.includes(d);
          return (
            <button
              key={d}
              type="button"
              aria-pressed={shown}
              title={`${shown ? 'Shown' : 'Hidden'} on ${DEVICE_LABELS[d].toLowerCase()}s (${WIDTHS[d]})`}
              data-testid={`show-on-${d}`}
              onClick={() => onToggle(d, shown)}
            >
              <Icon name={shown ? d : `${d}Off`} /> {DEVICE_LABELS[d]}
            </button>
          );
        })}
      </div>
      {hidden.length === SECTION_DEVICES.length && (
        <p className="swe-note">Hidden on every device: visitors never see it.</p>
      )}
    </fieldset>
  );
}

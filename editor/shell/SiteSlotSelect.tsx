// The select that puts a header or footer of the chosen type in the site's slot (the Outline's
// empty slot, the Inspector's "Header design"): the slot's types as options (after `children`,
// such as a first empty choice), and a failure as an error toast.
import type { ReactNode } from 'react';
import { errorText } from '../../shared/error-text';
import { useEditorStore } from '../store/store';
import { setSiteSectionOfType, siteSlotTypes } from './section-info';
import { useServices } from './services';

export function SiteSlotSelect({
  slot,
  value,
  label,
  children,
}: {
  slot: 'header' | 'footer';
  value: string;
  /** Its aria-label, when no <label> around it names it. */
  label?: string;
  children?: ReactNode;
}) {
  const store = useEditorStore();
  const { toast } = useServices();
  return (
    <select
      className="swe-select"
      value={value}
      aria-label={label}
      onChange={(e) =>
        void setSiteSectionOfType(store, slot, e.target.value).catch((err: unknown) =>
          toast(errorText(err), 'error'),
        )
      }
    >
      {children}
      {siteSlotTypes(slot).map((m) => (
        <option key={m.type} value={m.type}>
          {m.label}
        </option>
      ))}
    </select>
  );
}

import { ChevronDown, ChevronUp } from 'lucide-react';
import { useT } from '../../lib/language';

interface DisclosureButtonProps {
  isOpen: boolean;
  onToggle: () => void;
  /** what the button says while the part is hidden; 'Ocultar' while it is shown */
  closedLabel: string;
  className: string;
}

/** The button that shows or hides a part of the screen, with the chevron of its state. */
export function DisclosureButton({ isOpen, onToggle, closedLabel, className }: DisclosureButtonProps) {
  const t = useT();
  const Chevron = isOpen ? ChevronUp : ChevronDown;
  return (
    <button type="button" aria-expanded={isOpen} onClick={onToggle} className={className}>
      {isOpen ? t('ui.hide') : closedLabel}
      <Chevron className="size-4" aria-hidden="true" />
    </button>
  );
}

import { Switch as RadixSwitch } from 'radix-ui';
import './switch.css';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The accessible name, e.g. "Staging environment for feature-x". */
  label: string;
  disabled?: boolean;
  busy?: boolean;
  describedBy?: string;
}

export function Switch({ checked, onCheckedChange, label, disabled, busy, describedBy }: SwitchProps) {
  return (
    <RadixSwitch.Root
      className="switch"
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      aria-label={label}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
      data-busy={busy ? '' : undefined}
    >
      <RadixSwitch.Thumb className="switch-thumb" />
    </RadixSwitch.Root>
  );
}

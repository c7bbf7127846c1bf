import type { ChangeEvent, FormEvent } from 'react';

type Box = HTMLInputElement | HTMLTextAreaElement;

type Props = {
  /** The name the box is sent under; also its id. */
  name: string;
  label: string;
  /** A line under the label, e.g. the length limit. */
  hint?: string;
  /** What is wrong with what was typed; shown under the box. */
  problem?: string;
  type?: 'text' | 'email';
  multiline?: boolean;
  maxLength?: number;
  autoComplete?: string;
  onInvalid: (event: FormEvent<Box>) => void;
  onChange: (event: ChangeEvent<Box>) => void;
};

/** A labelled box that must be filled in, with its hint and problem read out by screen readers. */
export function FormField({
  name,
  label,
  hint,
  problem,
  multiline,
  type = 'text',
  ...rest
}: Props) {
  const hintId = `${name}-hint`;
  const problemId = `${name}-problem`;
  const box = {
    ...rest,
    id: name,
    name,
    required: true,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby':
      [hint && hintId, problem && problemId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="form-field">
      <label htmlFor={name}>{label}</label>
      {hint && (
        <span id={hintId} className="form-field__hint">
          {hint}
        </span>
      )}
      {multiline ? <textarea rows={6} {...box} /> : <input type={type} {...box} />}
      {problem && (
        <span id={problemId} className="form-field__problem">
          {problem}
        </span>
      )}
    </div>
  );
}

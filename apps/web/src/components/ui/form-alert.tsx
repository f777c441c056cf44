import type { ReactNode } from 'react';
import { AnswerAlert } from '../forms/answer';

/** A form's own failure (the shop's answer, not a field's), read out at once; nothing when there is none. */
export function FormAlert({ children }: { children: ReactNode }) {
  return children ? <AnswerAlert tone="error">{children}</AnswerAlert> : null;
}

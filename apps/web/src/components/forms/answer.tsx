import { CircleAlert, CircleCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useFormMessage } from './form-message';

/** The shop's answer to what she did, in English: shown in her language by `AnswerLine`. */
export type Answer = { tone: 'error' | 'success'; text: string };

/** The server's own words for a refused request, else `fallback`. */
export const answerText = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.message ? error.message : fallback;

/** A form's answer from the shop: an error (role alert) or a success (role status). */
export function AnswerAlert({ tone, children }: { tone: Answer['tone']; children: ReactNode }) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-md px-3.5 py-2.5 text-sm font-medium',
        tone === 'error' ? 'bg-danger-50 text-danger-600' : 'bg-success-50 text-success-600',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** `answer` in her language (formMessage), or nothing. */
export function AnswerLine({ answer }: { answer: Answer | null }) {
  const message = useFormMessage();
  return answer ? <AnswerAlert tone={answer.tone}>{message(answer.text)}</AnswerAlert> : null;
}

/**
 * The answer to a change that is saved at once (a tick, a switch, a sign-out): `awaitAnswer()` clears the last one
 * and gives the mutation's callbacks, which keep the server's message, or its refusal (`failed` when it gave none).
 */
export function useAnswer(failed: string) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const awaitAnswer = () => {
    setAnswer(null);
    return {
      onSuccess: (result: { message: string }) => setAnswer({ tone: 'success', text: result.message }),
      onError: (error: unknown) => setAnswer({ tone: 'error', text: answerText(error, failed) }),
    };
  };
  return { answer, awaitAnswer };
}

// Pay on delivery while the code is awaited: GET /api/cod/challenges/:id says whether a tap on "Confirm order" in
// WhatsApp placed the order (decision 0053).
import { api } from '../../../lib/api-client';

export function codChallengeState(challengeId: number) {
  return api.get(`/cod/challenges/${challengeId}`, { auth: 'shopper' });
}

// A stand-in for the shop's API at the one seam the app has for it (setApiTransport): each route answers
// as product rules §7 says, and every request is recorded with its parsed body.
import { setApiTransport } from '../lib/api-client';

type Body = Record<string, unknown>;
export type Call = { method: string; path: string; body: Body | undefined; auth: string | null };
type Answer = { status?: number; body: unknown };
type Handler = (body: Body | undefined, call: Call) => Answer | Promise<Answer>;

export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  setApiTransport(async (url, init) => {
    const method = init?.method ?? 'GET';
    const path = String(url)
      .replace(/^\/api/, '')
      .split('?')[0];
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, body, auth: headers.Authorization ?? null };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    let answer: Answer;
    try {
      answer = handler
        ? await handler(body, call)
        : { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
    } catch (error) {
      // A body the contract refuses: a 400 that names the problem, so the test's failure shows it.
      answer = {
        status: 400,
        body: { error: `Stand-in refused ${method} ${path}: ${error}`, code: 'BAD_REQUEST' },
      };
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, to: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route) };
}

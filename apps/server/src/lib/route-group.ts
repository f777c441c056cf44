// A group of routes that share their OpenAPI tags, and an admin-only group: the admin token is checked for every
// route of the plugin by one hook. Each route still names its own schema, guard and rate limit; the group only
// writes what its routes have in common. An admin group declares the permission its routes need (issue 26,
// plugins/admin-auth.ts); a route may name its own.
import type { RoutePermission } from '@zariya/shared/staff';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

type ZodRoute<S extends FastifySchema> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider,
  FastifyBaseLogger
>;

type Handler<S extends FastifySchema> = ZodRoute<S>['handler'];

type RouteOptions<S extends FastifySchema> = Omit<ZodRoute<S>, 'schema' | 'handler'> & {
  /** The route's schema without its tags (the group adds them). */
  schema: S;
  /** At most this many calls a minute per client; counted by this process alone while Redis is down. */
  perMinute?: number;
  /** The permission this admin route needs, when not its group's (plugins/admin-auth.ts). */
  permission?: RoutePermission;
};

type AddRoute = <S extends FastifySchema>(url: string, options: RouteOptions<S>, handler: Handler<S>) => void;

export type RouteGroup = { get: AddRoute; post: AddRoute; put: AddRoute; delete: AddRoute };

/** The rate-limit config of a route allowed `max` calls a minute (see plugins/rate-limit.ts). */
export const perMinute = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute' },
  rateLimitWhenRedisDown: 'local' as const,
});

export function routeGroup(app: ZodApp, tags: string[]): RouteGroup {
  const add =
    (method: HTTPMethods): AddRoute =>
    <S extends FastifySchema>(
      url: string,
      { schema, perMinute: max, permission, ...options }: RouteOptions<S>,
      handler: Handler<S>,
    ) => {
      const config = {
        ...options.config,
        ...(max === undefined ? {} : perMinute(max)),
        ...(permission === undefined ? {} : { permission }),
      };
      app.route<RouteGenericInterface, ContextConfigDefault, S>({
        method,
        url,
        ...options,
        ...(Object.keys(config).length === 0 ? {} : { config }),
        schema: { tags, ...schema },
        handler,
      });
    };
  return { get: add('GET'), post: add('POST'), put: add('PUT'), delete: add('DELETE') };
}

/**
 * Declares the permission of every route registered after it in this plugin (a route's own `config.permission`
 * wins): one line in a plugin that guards its routes with app.requireAdmin.
 */
export function adminPermission(app: ZodApp, permission: RoutePermission): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, permission: route.config?.permission ?? permission };
  });
}

/**
 * A plugin whose every route needs the admin token, tagged 'admin', and `permission` (issue 26). The token and
 * the permission are checked `onRequest`, before the body or query is read: a caller without them learns nothing
 * of what the route expects.
 */
export const adminRouteGroup =
  (
    register: (routes: RouteGroup, app: ZodApp) => void,
    permission?: RoutePermission,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    if (permission) adminPermission(app, permission);
    app.addHook('onRequest', app.requireAdmin);
    register(routeGroup(app, ['admin']), app);
  };

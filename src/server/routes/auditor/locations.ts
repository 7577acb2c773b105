import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type CityList,
  cityListSchema,
  cityQuerySchema,
  countryListSchema,
  countryParamsSchema,
  stateListSchema,
  stateParamsSchema,
} from '../../../contract';
import type { Db } from '../../db/database';

/** Rows of code and name as the code → name map the selects read, in name order. */
const byCode = (rows: Array<{ code: string; name: string }>): Record<string, string> =>
  Object.fromEntries(rows.map((row) => [row.code, row.name]));

/**
 * The location lists (second spec §7: GET auditor/country, state/{country}, city/{state}) behind
 * the profile form's country → state → city selects. Read-only reference data; codes are matched
 * upper-cased, as they are stored.
 */
export const locationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/country', { schema: { response: { 200: countryListSchema } } }, async () =>
      byCode(await db.selectFrom('countries').select(['code', 'name']).orderBy('name').execute()),
    );

    app.get(
      '/state/:country',
      { schema: { params: countryParamsSchema, response: { 200: stateListSchema } } },
      async (request) =>
        byCode(
          await db
            .selectFrom('states')
            .select(['code', 'name'])
            .where('country_code', '=', request.params.country.toUpperCase())
            .orderBy('name')
            .execute(),
        ),
    );

    app.get(
      '/city/:state',
      {
        schema: {
          params: stateParamsSchema,
          querystring: cityQuerySchema,
          response: { 200: cityListSchema },
        },
      },
      async (request): Promise<CityList> => {
        let query = db
          .selectFrom('cities')
          .innerJoin('states', 'states.id', 'cities.state_id')
          .innerJoin('countries', 'countries.code', 'states.country_code')
          .select([
            'cities.id',
            'cities.name',
            'states.code as state',
            'countries.code as country',
            'countries.name as country_name',
          ])
          .where('states.code', '=', request.params.state.toUpperCase());
        const { country } = request.query;
        if (country) query = query.where('states.country_code', '=', country.toUpperCase());
        return query.orderBy('cities.name').orderBy('cities.id').execute();
      },
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cityListSchema,
  cityQuerySchema,
  countryListSchema,
  countryParamsSchema,
  stateListSchema,
  stateParamsSchema,
} from '../../../contract';
import type { Db } from '../../db/database';
import { listCities, listCountries, listStates } from '../../domain/locations';

/**
 * The location lists (second spec §7: GET auditor/country, state/{country}, city/{state}) behind
 * the profile form's country → state → city selects.
 */
export const locationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/country', { schema: { response: { 200: countryListSchema } } }, async () => listCountries(db));

    app.get(
      '/state/:country',
      { schema: { params: countryParamsSchema, response: { 200: stateListSchema } } },
      async (request) => listStates(db, request.params.country),
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
      async (request) => listCities(db, request.params.state, request.query.country),
    );
  };

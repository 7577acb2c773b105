import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOCATION_ENDPOINTS as endpoints } from '../../../contract';
import type { Db } from '../../db/database';
import { listCities, listCountries, listStates } from '../../domain/locations';
import { serveEndpoint } from '../../http/serveEndpoint';

/**
 * The location lists (the original portal's: GET auditor/country, state/{country}, city/{state})
 * behind the profile form's country → state → city selects.
 */
export const locationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    serveEndpoint(app, endpoints.countries, () => listCountries(db));
    serveEndpoint(app, endpoints.states, (request) => listStates(db, request.params.country));
    serveEndpoint(app, endpoints.cities, (request) =>
      listCities(db, request.params.state, request.query.country),
    );
  };

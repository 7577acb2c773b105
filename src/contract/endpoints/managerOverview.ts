import { endpoint } from '../endpoint';
import { managerOverviewSchema } from '../managerOverview';

/** Where a manager lands: what waits, counted (decision 0043). */
export const overview = endpoint('GET', 'manager', '/overview', { answer: managerOverviewSchema });

export const MANAGER_OVERVIEW_ENDPOINTS = { overview };

import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-errors';
import { apiFilterProblems } from './api-filter-problems';

const params = { vehicleIds: 'vehicle', deviceIds: 'deviceIds', fleetIds: 'fleetIds', tripIds: 'tripIds' };
const bad = (message: string) => new ApiError(400, message);

describe('apiFilterProblems', () => {
  it('puts a 400 next to the filter its message names, by the configured parameter names', () => {
    expect(
      apiFilterProblems(
        [
          bad('"vehicle" must be comma-separated whole numbers; got "x".'),
          bad('Unknown type: foo'),
          bad('"to" must be after "from".'),
          bad('The date range is longer than 7 days.'),
        ],
        params,
      ),
    ).toEqual([
      {
        param: 'vehicleIds',
        message: 'The API refused this: "vehicle" must be comma-separated whole numbers; got "x".',
      },
      { param: 'types', message: 'The API refused this: Unknown type: foo' },
      { param: 'range', message: 'The API refused this: "to" must be after "from".' },
      { param: 'range', message: 'The API refused this: The date range is longer than 7 days.' },
    ]);
  });

  it('says each message once, and leaves out other errors and 400s that name no filter', () => {
    expect(
      apiFilterProblems(
        [
          bad('fleetIds: too many'),
          bad('fleetIds: too many'),
          bad('400 Bad Request'),
          new ApiError(403, 'type'),
          new NetworkError('x'),
          null,
        ],
        params,
      ),
    ).toEqual([{ param: 'fleetIds', message: 'The API refused this: fleetIds: too many' }]);
  });

  it('does not take a word that merely contains a parameter name', () => {
    expect(apiFilterProblems([bad('prototype vehicles are not allowed')], params)).toEqual([]);
  });
});

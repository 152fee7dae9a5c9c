// Every JSON endpoint, in the order the OpenAPI document and the /developers page list them.
// A new endpoint is one module declaring it with defineEndpoint (./endpoint.ts) and one line
// here: the router, the document, the 405s and the reference all read this list.
import { calendarEndpoint } from "./calendar";
import { chartEndpoint } from "./chart";
import { compatibilityEndpoint } from "./compatibility";
import type { Endpoint } from "./endpoint";
import { forecastEndpoint } from "./forecast";
import { dailyEndpoint, periodEndpoints } from "./horoscope";
import { placesEndpoint } from "./places";
import { progressionsEndpoint } from "./progressions";
import { relationshipEndpoints } from "./relationship";
import { returnsEndpoint } from "./returns";
import { tarotEndpoints } from "./tarot";
import { transitsEndpoint } from "./transits";

export const ENDPOINTS: readonly Endpoint[] = [
  dailyEndpoint,
  ...periodEndpoints,
  compatibilityEndpoint,
  ...tarotEndpoints,
  placesEndpoint,
  chartEndpoint,
  ...relationshipEndpoints,
  transitsEndpoint,
  forecastEndpoint,
  progressionsEndpoint,
  returnsEndpoint,
  calendarEndpoint,
];

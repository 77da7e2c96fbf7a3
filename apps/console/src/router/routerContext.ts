import type { ConsoleServices } from '../services/ConsoleServices.js';

/** What every route's `beforeLoad` and loader receive: the services routes need. */
export type RouterContext = Pick<ConsoleServices, 'queryClient' | 'client' | 'theme' | 'brand' | 'env'>;

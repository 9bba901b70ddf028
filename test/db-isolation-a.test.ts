import { describeIsolation } from './db-isolation';

describeIsolation('db-isolation-a');

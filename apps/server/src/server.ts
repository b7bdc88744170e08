import 'dotenv/config';
import { startServer } from './start.ts';

// `npm start`: the shop as it runs in production and in the demo. Nothing else starts here.
void startServer();

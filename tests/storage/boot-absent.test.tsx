// Start-up and the language switch with absent storage (see boot-home.tsx).
import { describeBoot } from './boot-home';

describeBoot('absent');

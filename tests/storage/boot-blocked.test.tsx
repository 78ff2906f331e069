// Start-up and the language switch with blocked storage (see boot-home.tsx).
import { describeBoot } from './boot-home';

describeBoot('blocked');

// Start-up and the language switch with full storage (see boot-home.tsx).
import { describeBoot } from './boot-home';

describeBoot('full');

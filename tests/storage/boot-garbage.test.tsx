// Start-up and the language switch with garbage under every key (see boot-home.tsx).
import { describeBoot } from './boot-home';

describeBoot('garbage');

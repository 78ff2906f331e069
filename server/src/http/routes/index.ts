import type { Mode } from '../../config.ts';
import { Router, type Route } from '../router.ts';
import { agentRoutes } from './agent.ts';
import { agentReportRoutes } from './agent-reports.ts';
import { agentAccountRoutes } from './agent-accounts.ts';
import { agentRebateRoutes } from './agent-rebates.ts';
import { agentTeamRoutes } from './agent-team.ts';
import { betRoutes } from './bets.ts';
import { captchaRoutes } from './captcha.ts';
import { contractRoutes } from './contracts.ts';
import { depositRoutes } from './deposit.ts';
import { devRoutes } from './dev.ts';
import { feedbackRoutes } from './feedback.ts';
import { gameListRoutes } from './game-lists.ts';
import { gameRoutes } from './games.ts';
import { helpRoutes } from './help.ts';
import { inboxRoutes } from './inbox.ts';
import { lotteryRoutes } from './lottery.ts';
import { memberRoutes } from './member.ts';
import { memberClubRoutes } from './member-club.ts';
import { passwordRoutes } from './password.ts';
import { promotionRoutes } from './promotions.ts';
import { recordRoutes } from './records.ts';
import { rebateRoutes } from './rebates.ts';
import { relayRoutes } from './relay.ts';
import { securityRoutes } from './security.ts';
import { sessionRoutes } from './session.ts';
import { systemRoutes } from './system.ts';
import { verificationRoutes } from './verification.ts';
import { vitalsRoutes } from './vitals.ts';
import { walletRoutes } from './wallet.ts';
import { withdrawRoutes } from './withdraw.ts';

/** Every API route. A new resource adds its file here (see server/README.md). */
/** `demoGameSeed`: the demo game's draws (modules/bets/draw.ts). */
export function buildRouter(mode: Mode, demoGameSeed: string, extraRoutes: Route[] = []): Router {
  const router = new Router();
  const routes = [
    ...systemRoutes,
    ...sessionRoutes,
    ...captchaRoutes,
    ...verificationRoutes,
    ...memberRoutes,
    ...passwordRoutes,
    ...securityRoutes,
    ...agentRoutes,
    ...agentReportRoutes,
    ...agentAccountRoutes,
    ...agentRebateRoutes,
    ...agentTeamRoutes,
    ...walletRoutes,
    ...depositRoutes,
    ...withdrawRoutes,
    ...relayRoutes,
    ...gameRoutes,
    ...gameListRoutes,
    ...lotteryRoutes,
    ...inboxRoutes,
    ...contractRoutes,
    ...helpRoutes,
    ...memberClubRoutes,
    ...promotionRoutes,
    ...betRoutes(demoGameSeed),
    ...recordRoutes,
    ...rebateRoutes,
    ...feedbackRoutes,
    ...vitalsRoutes,
    // The outbox shows SMS codes and captcha answers: never in production.
    ...(mode === 'production' ? [] : devRoutes),
    ...extraRoutes,
  ];
  for (const route of routes) router.add(route);
  return router;
}

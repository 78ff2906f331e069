// The promotion categories' names (specification doc. 2 §9), every code of the contract.

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PromotionCategory } from '@/api/promotions';

export const categoryNames: Record<PromotionCategory, MessageDescriptor> = {
  SPORT: msg`Sports`,
  LIVE: msg`Live casino`,
  SLOTS: msg`Slots`,
  CARD: msg`Card games`,
  FISHING: msg`Fishing`,
  LOTTO: msg`Lottery`,
  REBATE: msg`Rebate`,
  POINTS: msg`Points mall`,
  RANKING: msg`Ranking`,
  DEPOSIT: msg`Deposit`,
  APP: msg`App download`,
  NEWPLAYER: msg`New player`,
  GAMEOFFER: msg`Game offers`,
};

// Rebates and the superior transfer (docs/money.md, "Rebates", "Superior transfer"; docs/api.md,
// "Money"). Amounts in taka; rates in percent.

/** GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType. */
export interface RebateSettings {
  level: number;
  list: Array<{ category: string; rate: number }>;
}

/** A row of GET /wps/relay/MCSFE_getRebateReport: one Dhaka day and category at one rate. */
export interface RebateReportRow {
  /** YYYY-MM-DD, Dhaka. */
  date: string;
  category: string;
  stake: number;
  rate: number;
  rebate: number;
  claimed: number;
}

export interface RebateReportPage {
  list: RebateReportRow[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  summary: { stake: number; rebate: number; claimed: number };
}

/** GET /wps/relay/MCSFE_getManualRebate: what a claim would pay now, by category. */
export interface ManualRebate {
  claimable: number;
  list: Array<{ category: string; stake: number; rebate: number }>;
}

/** POST /wps/relay/MCSFE_claimManualRebate and POST /wps/relay/passwordCheck/MCSFE_transferToUpline. */
export interface MoneyOrderAnswer {
  orderNo: string;
  amount: number;
  sumBalance: number;
}

/** GET /wps/relay/MCSFE_getUplineTransferInfo (a closed gate answers `transfer.not.allowed`). */
export interface UplineTransferInfo {
  /** The upline's username, masked. */
  upline: string;
  min: number;
  max: number;
  turnoverRemaining: number;
  paymentPasswordSet: boolean;
}

/** The encrypted body of POST /wps/relay/passwordCheck/MCSFE_transferToUpline. */
export interface TransferToUplineBody {
  amount: string;
  paymentPassword: string;
}

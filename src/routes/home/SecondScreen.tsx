// What lies below the first screen of home, in a chunk of its own that loads once the page has
// rendered: on 3G every kilobyte before the first banner's picture delays the largest paint, and
// none of these parts is needed for it. It is the last block of the page, so when it arrives
// nothing above it moves; the parts that float (service buttons, download bar) or open as
// dialogs (announcement popup, contract prompts) come with it.

import { ContractPrompts } from './contracts/ContractPrompts';
import { DownloadBar } from './download/DownloadBar';
import { HotMatchStrip } from './hot-matches/HotMatchStrip';
import { HomePopup } from './notice/HomePopup';
import { HomeServiceButtons } from './service/HomeServiceButtons';
import { LatestWinners } from './winners/LatestWinners';

export default function SecondScreen() {
  return (
    <>
      <HotMatchStrip />
      <LatestWinners />
      <HomeServiceButtons />
      <DownloadBar />
      <HomePopup />
      <ContractPrompts />
    </>
  );
}

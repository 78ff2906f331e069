import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { fetchAgentNotices, fetchDividendInfo, fetchTeamKpi, readAgentNotice, renewSession } from './agent';

vi.mock('./client', () => ({ request: vi.fn() }));

beforeEach(() => vi.resetAllMocks());

const invalid = { errorCode: 'client.response.invalid' };
const notice = { id: 7, title: 'Dividend day', content: '<p>Paid on the 1st</p>', createdAt: '2026-11-20T10:00:00Z', read: false };

describe('fetchTeamKpi', () => {
  it('asks for today on the device calendar with size 0 and reads the four counts', async () => {
    vi.mocked(request).mockResolvedValue({
      list: [],
      footer: { teamLoginMemberCount: 12, teamBetMemberCount: 8, teamRegisterMemberCount: 3, teamOnlineCount: 5 },
    });
    await expect(fetchTeamKpi(new Date(2026, 0, 5, 23, 30))).resolves.toEqual({
      teamLoginMemberCount: 12,
      teamBetMemberCount: 8,
      teamRegisterMemberCount: 3,
      teamOnlineCount: 5,
    });
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/wps/relay/ODSFE2_TeamKPIA',
        moduleId: 'AGEINFO3',
        params: { startDate: '2026-01-05', endDate: '2026-01-05', size: 0 },
      }),
    );
  });

  it('counts what is absent as 0', async () => {
    vi.mocked(request).mockResolvedValue({ list: [], footer: { teamOnlineCount: 2, teamBetMemberCount: null } });
    await expect(fetchTeamKpi(new Date())).resolves.toEqual({
      teamLoginMemberCount: 0,
      teamBetMemberCount: 0,
      teamRegisterMemberCount: 0,
      teamOnlineCount: 2,
    });
  });

  it.each([
    null,
    [],
    { list: [] },
    { footer: [] },
    { footer: { teamOnlineCount: -1 } },
    { footer: { teamOnlineCount: '3' } },
    { footer: { teamLoginMemberCount: 1.5 } },
  ])('refuses %j', async (v) => {
    vi.mocked(request).mockResolvedValue(v);
    await expect(fetchTeamKpi(new Date())).rejects.toMatchObject(invalid);
  });
});

describe('fetchAgentNotices', () => {
  it('asks for type A of m_home with the merchant and reads the list and the unread count', async () => {
    vi.mocked(request).mockResolvedValue({ agent: [notice], footer: { unreadCount: 1 } });
    await expect(fetchAgentNotices()).resolves.toEqual({ notices: [notice], unreadCount: 1 });
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/wps/relay/MCSFE_getListAnnouncements',
        moduleId: 'AGEANNOUNCE3',
        params: { types: 'A', groupName: 'm_home', merchantCode: 'bdm01' },
      }),
    );
  });

  it.each([
    null,
    { agent: [], footer: {} },
    { agent: null, footer: { unreadCount: 0 } },
    { agent: [], footer: { unreadCount: -1 } },
    { agent: [{ ...notice, id: '7' }], footer: { unreadCount: 0 } },
    { agent: [{ ...notice, read: 0 }], footer: { unreadCount: 0 } },
    { agent: [{ ...notice, content: null }], footer: { unreadCount: 0 } },
  ])('refuses %j', async (v) => {
    vi.mocked(request).mockResolvedValue(v);
    await expect(fetchAgentNotices()).rejects.toMatchObject(invalid);
  });
});

describe('readAgentNotice', () => {
  it('posts the id and answers the remaining unread count', async () => {
    vi.mocked(request).mockResolvedValue({ unreadCount: 2 });
    await expect(readAgentNotice(7)).resolves.toBe(2);
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'post',
        url: '/wps/relay/MCSFE_readAnnouncement',
        moduleId: 'AGEANNOUNCE3',
        data: { id: 7 },
      }),
    );
  });

  it.each([null, {}, { unreadCount: 'x' }])('refuses %j', async (v) => {
    vi.mocked(request).mockResolvedValue(v);
    await expect(readAgentNotice(7)).rejects.toMatchObject(invalid);
  });
});

describe('fetchDividendInfo', () => {
  it('reads whether dividends are enabled', async () => {
    vi.mocked(request).mockResolvedValue({ enabled: true, dailysalreqtype: 1, divtypecompperiodreq: 0, contracthoursalreq: 0 });
    await expect(fetchDividendInfo()).resolves.toEqual({ enabled: true });
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/wps/relay/MCS2_processDividendReq', moduleId: 'SIGNCONDIV3' }));
  });

  it.each([null, {}, { enabled: 1 }])('refuses %j', async (v) => {
    vi.mocked(request).mockResolvedValue(v);
    await expect(fetchDividendInfo()).rejects.toMatchObject(invalid);
  });
});

describe('renewSession', () => {
  it('puts force: false and reads the new expiry', async () => {
    vi.mocked(request).mockResolvedValue({ expiresAt: '2026-11-23T08:00:00Z' });
    await expect(renewSession()).resolves.toEqual({ expiresAt: '2026-11-23T08:00:00Z' });
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'put', url: '/wps/session/renew', moduleId: 'COMM3', data: { force: false } }),
    );
  });

  it.each([null, {}, { expiresAt: 5 }])('refuses %j', async (v) => {
    vi.mocked(request).mockResolvedValue(v);
    await expect(renewSession()).rejects.toMatchObject(invalid);
  });
});

import MortarCore
import MortarWorkspace
import Testing

@Suite struct FetchPlannerTests {
    static let commit = "48fdb7930c389d2a40a94febb78b61f4f6fd30bb"

    static func state(dirty: Bool = false, origin: Bool = true, repository: Bool = true, head: CheckoutState.Head) -> CheckoutState {
        CheckoutState(isRepository: repository, originMatches: origin, isDirty: dirty, head: head, headCommit: commit)
    }

    @Test(arguments: [
        (GitReference.branch("develop"), nil as String?, nil as CheckoutState?, FetchAction.clone),
        (.branch("develop"), nil, state(head: .branch("develop")), .updateBranch("develop")),
        (.branch("develop"), nil, state(head: .branch("main")), .skip(.onBranch("main"))),
        (.branch("develop"), nil, state(head: .detached(onRemote: true)), .switchToBranch("develop")),
        (.branch("develop"), nil, state(head: .detached(onRemote: false)), .skip(.detachedWithLocalCommits("48fdb79"))),
        (.branch("develop"), nil, state(dirty: true, head: .branch("develop")), .skip(.dirty)),
        (.branch("develop"), nil, state(dirty: true, origin: false, head: .branch("develop")), .skip(.originDiffers)),
        (.branch("develop"), nil, state(repository: false, head: .branch("develop")), .skip(.notARepository)),
        (.tag("1.0.0"), nil, state(head: .detached(onRemote: true)), .checkout(.tag("1.0.0"))),
        (.tag("1.0.0"), nil, state(head: .branch("develop")), .skip(.onBranch("develop"))),
        (.commit("abc1234"), nil, state(head: .detached(onRemote: false)), .skip(.detachedWithLocalCommits("48fdb79"))),
        (.commit("abc1234"), "develop", state(head: .branch("develop")), .checkout(.commit("abc1234"))),
        (.commit("abc1234"), "develop", state(head: .branch("main")), .skip(.onBranch("main"))),
    ])
    func decidesWhatToDo(_ wanted: GitReference, _ branch: String?, _ state: CheckoutState?, _ action: FetchAction) {
        #expect(FetchPlanner.action(wanted: wanted, branch: branch, state: state) == action)
    }

    @Test(arguments: [
        (0, 0, FetchPlanner.BranchUpdate.upToDate),
        (0, 3, .fastForward),
        (2, 0, .skip(.ahead(2))),
        (1, 5, .skip(.ahead(1))),
    ])
    func movesBranchesOnlyForward(_ ahead: Int, _ behind: Int, _ update: FetchPlanner.BranchUpdate) {
        #expect(FetchPlanner.branchUpdate(ahead: ahead, behind: behind) == update)
    }

    @Test(arguments: [
        (SkipReason.dirty, "dirty"), (.ahead(2), "ahead by 2"), (.onBranch("x"), "on branch 'x'"),
        (.originDiffers, "origin differs"), (.notARepository, "not a git checkout"),
        (.detachedWithLocalCommits("48fdb79"), "detached at 48fdb79, which no remote branch or tag contains"),
    ])
    func describesSkips(_ reason: SkipReason, _ text: String) {
        #expect(reason.description == text)
    }
}

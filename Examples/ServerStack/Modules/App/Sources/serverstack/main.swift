import AppCore
import ArgumentParser

struct ServerStack: ParsableCommand {
    @Argument(help: "Requests such as 'PUT a 1' or 'GET a'.")
    var requests: [String] = []

    func run() {
        for answer in Server.run(requests) { print(answer) }
    }
}

ServerStack.main()
